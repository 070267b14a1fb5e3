-- The pro shop (issue 28): the back office's catalogue, sellable items (model x colour x size), stock as an
-- append-only movement log with on-hand per item and location kept by the database, and the register's sales.

-- The spec's simple catalogs (category, activity, product_type, brand, color, size, unit, vendor) in one table,
-- each kind with its own fields (a CHECK per kind). Models point at a row of the right kind through a composite
-- key with a constant kind column, so a brand can never be used as a category.
CREATE TABLE shop_catalog (
  id                serial PRIMARY KEY,
  business_id       integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  kind              text NOT NULL CHECK (kind IN ('category', 'activity', 'product_type', 'brand', 'color', 'size',
                                                  'unit', 'vendor')),
  name              text NOT NULL CHECK (length(name) BETWEEN 1 AND 60 AND name = btrim(name)),
  -- category: the reports' revenue category, the club's account code for the journal export, the default tax.
  revenue_category  text NOT NULL DEFAULT '' CHECK (length(revenue_category) <= 60),
  account_code      text NOT NULL DEFAULT '' CHECK (length(account_code) <= 30),
  tax_id            integer,
  -- activity: the club's sport it is for.
  sport_id          integer REFERENCES sports (id),
  -- product_type: what is sold, whether stock is counted, which options vary.
  product_kind      text CHECK (product_kind IN ('goods', 'service', 'rental', 'gift_card', 'fee')),
  track_stock       boolean NOT NULL DEFAULT false,
  varies_color      boolean NOT NULL DEFAULT false,
  varies_size       boolean NOT NULL DEFAULT false,
  -- unit: how many selling units one of it holds (each 1, can of 3, case of 24).
  units_per         integer NOT NULL DEFAULT 1 CHECK (units_per BETWEEN 1 AND 10000),
  -- color: its swatch; size: its place in a size run.
  color_hex         text CHECK (color_hex ~ '^#[0-9a-f]{6}$'),
  sort_order        integer NOT NULL DEFAULT 0,
  -- vendor: how to reach them.
  email             text NOT NULL DEFAULT '' CHECK (length(email) <= 254),
  phone             text NOT NULL DEFAULT '' CHECK (length(phone) <= 40),
  archived_at       timestamptz,
  created_by        integer REFERENCES users (id) ON DELETE SET NULL,
  created_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, business_id),
  UNIQUE (business_id, kind, id),
  FOREIGN KEY (tax_id, business_id) REFERENCES taxes (id, business_id),
  CHECK ((kind = 'product_type') = (product_kind IS NOT NULL)),
  CHECK (kind = 'category' OR (revenue_category = '' AND account_code = '' AND tax_id IS NULL)),
  CHECK (kind = 'activity' OR sport_id IS NULL),
  CHECK (kind = 'product_type' OR NOT (track_stock OR varies_color OR varies_size)),
  CHECK (kind = 'unit' OR units_per = 1),
  CHECK ((kind = 'color') = (color_hex IS NOT NULL)),
  CHECK (kind = 'vendor' OR (email = '' AND phone = ''))
);
CREATE UNIQUE INDEX shop_catalog_active_name ON shop_catalog (business_id, kind, lower(name)) WHERE archived_at IS NULL;

-- A model: the style sold (a racquet model, a polo); its sellable items are its colour x size variants.
CREATE TABLE shop_models (
  id                 serial PRIMARY KEY,
  business_id        integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  name               text NOT NULL CHECK (length(name) BETWEEN 1 AND 80 AND name = btrim(name)),
  description        text NOT NULL DEFAULT '' CHECK (length(description) <= 500),
  category_id        integer NOT NULL,
  category_kind      text NOT NULL DEFAULT 'category' CHECK (category_kind = 'category'),
  product_type_id    integer NOT NULL,
  product_type_kind  text NOT NULL DEFAULT 'product_type' CHECK (product_type_kind = 'product_type'),
  brand_id           integer,
  brand_kind         text NOT NULL DEFAULT 'brand' CHECK (brand_kind = 'brand'),
  activity_id        integer,
  activity_kind      text NOT NULL DEFAULT 'activity' CHECK (activity_kind = 'activity'),
  vendor_id          integer,
  vendor_kind        text NOT NULL DEFAULT 'vendor' CHECK (vendor_kind = 'vendor'),
  unit_id            integer,
  unit_kind          text NOT NULL DEFAULT 'unit' CHECK (unit_kind = 'unit'),
  archived_at        timestamptz,
  created_by         integer REFERENCES users (id) ON DELETE SET NULL,
  created_at         timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, business_id),
  FOREIGN KEY (business_id, category_kind, category_id) REFERENCES shop_catalog (business_id, kind, id),
  FOREIGN KEY (business_id, product_type_kind, product_type_id) REFERENCES shop_catalog (business_id, kind, id),
  FOREIGN KEY (business_id, brand_kind, brand_id) REFERENCES shop_catalog (business_id, kind, id),
  FOREIGN KEY (business_id, activity_kind, activity_id) REFERENCES shop_catalog (business_id, kind, id),
  FOREIGN KEY (business_id, vendor_kind, vendor_id) REFERENCES shop_catalog (business_id, kind, id),
  FOREIGN KEY (business_id, unit_kind, unit_id) REFERENCES shop_catalog (business_id, kind, id)
);
CREATE UNIQUE INDEX shop_models_active_name ON shop_models (business_id, lower(name)) WHERE archived_at IS NULL;

-- A sellable item: one colour x size of a model, with its own barcode (unique in the club), prices in cents, cost,
-- reorder point and whether it may sell below zero.
CREATE TABLE shop_items (
  id              serial PRIMARY KEY,
  business_id     integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  model_id        integer NOT NULL,
  color_id        integer,
  color_kind      text NOT NULL DEFAULT 'color' CHECK (color_kind = 'color'),
  size_id         integer,
  size_kind       text NOT NULL DEFAULT 'size' CHECK (size_kind = 'size'),
  barcode         text NOT NULL CHECK (barcode ~ '^[0-9A-Za-z-]{4,32}$'),
  price           integer NOT NULL CHECK (price >= 0 AND price <= 10000000),
  member_price    integer CHECK (member_price >= 0 AND member_price <= price),
  cost            integer NOT NULL DEFAULT 0 CHECK (cost >= 0 AND cost <= 10000000),
  reorder_point   integer NOT NULL DEFAULT 0 CHECK (reorder_point >= 0),
  allow_negative  boolean NOT NULL DEFAULT false,
  archived_at     timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, business_id),
  -- The stock rows copy allow_negative through this key (ON UPDATE CASCADE), so their CHECK can read it.
  UNIQUE (business_id, id, allow_negative),
  UNIQUE (business_id, barcode),
  FOREIGN KEY (model_id, business_id) REFERENCES shop_models (id, business_id),
  FOREIGN KEY (business_id, color_kind, color_id) REFERENCES shop_catalog (business_id, kind, id),
  FOREIGN KEY (business_id, size_kind, size_id) REFERENCES shop_catalog (business_id, kind, id)
);
CREATE UNIQUE INDEX shop_items_variant ON shop_items (business_id, model_id, coalesce(color_id, 0), coalesce(size_id, 0));

-- On hand per item and location: written only by the movement trigger below, never directly. The CHECK is the
-- guard against overselling: a sale that would take a row below zero fails in its own UPDATE, under the row lock,
-- so concurrent sales of the last unit cannot both pass.
CREATE TABLE shop_stock (
  business_id     integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  item_id         integer NOT NULL,
  location_id     integer NOT NULL,
  allow_negative  boolean NOT NULL,
  on_hand         integer NOT NULL,
  PRIMARY KEY (business_id, item_id, location_id),
  FOREIGN KEY (business_id, item_id, allow_negative) REFERENCES shop_items (business_id, id, allow_negative)
    ON UPDATE CASCADE,
  FOREIGN KEY (location_id, business_id) REFERENCES locations (id, business_id),
  CONSTRAINT shop_stock_not_below_zero CHECK (allow_negative OR on_hand >= 0)
);

-- The register's sales. `client_id` is made by the register when the cart is started: a retried submit finds the
-- sale it made (shop_sales_client_id) and never sells twice.
CREATE TABLE shop_sales (
  id                    serial PRIMARY KEY,
  business_id           integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  client_id             text NOT NULL CHECK (client_id ~ '^[0-9A-Za-z-]{8,64}$'),
  request_hash          text NOT NULL,
  status                text NOT NULL CHECK (status IN ('pending', 'completed', 'voided')),
  location_id           integer NOT NULL,
  member_user_id        integer REFERENCES users (id) ON DELETE SET NULL,
  subtotal              integer NOT NULL CHECK (subtotal >= 0),
  discount              integer NOT NULL CHECK (discount >= 0),
  cart_discount         integer NOT NULL DEFAULT 0 CHECK (cart_discount >= 0),
  cart_discount_reason  text NOT NULL DEFAULT '' CHECK (length(cart_discount_reason) <= 120),
  tax                   integer NOT NULL CHECK (tax >= 0),
  total                 integer NOT NULL CHECK (total >= 0),
  failure               text NOT NULL DEFAULT '' CHECK (length(failure) <= 300),
  created_by            integer REFERENCES users (id) ON DELETE SET NULL,
  created_at            timestamptz NOT NULL DEFAULT now(),
  completed_at          timestamptz,
  UNIQUE (id, business_id),
  CONSTRAINT shop_sales_client_id UNIQUE (business_id, client_id),
  FOREIGN KEY (location_id, business_id) REFERENCES locations (id, business_id),
  -- total = subtotal - discount + the exclusive taxes (the inclusive ones are inside the subtotal).
  CHECK (total >= subtotal - discount AND total <= subtotal - discount + tax),
  CHECK ((status = 'completed') = (completed_at IS NOT NULL))
);

CREATE TABLE shop_sale_lines (
  id               serial PRIMARY KEY,
  business_id      integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  sale_id          integer NOT NULL,
  item_id          integer NOT NULL,
  description      text NOT NULL CHECK (length(description) BETWEEN 1 AND 200),
  quantity         integer NOT NULL CHECK (quantity BETWEEN 1 AND 999),
  unit_price       integer NOT NULL CHECK (unit_price >= 0),
  member_priced    boolean NOT NULL DEFAULT false,
  -- The line's own discount plus its share of the cart's, in cents; `tax` is on what is left.
  discount         integer NOT NULL DEFAULT 0 CHECK (discount >= 0 AND discount <= unit_price * quantity),
  discount_reason  text NOT NULL DEFAULT '' CHECK (length(discount_reason) <= 120),
  tax_percent      numeric(6, 3) NOT NULL DEFAULT 0,
  -- An inclusive rate's tax is inside the price; an exclusive one's is added to it.
  tax_inclusive    boolean NOT NULL DEFAULT false,
  tax              integer NOT NULL DEFAULT 0 CHECK (tax >= 0),
  total            integer NOT NULL,
  CHECK (total = unit_price * quantity - discount + CASE WHEN tax_inclusive THEN 0 ELSE tax END),
  UNIQUE (id, business_id),
  FOREIGN KEY (sale_id, business_id) REFERENCES shop_sales (id, business_id) ON DELETE CASCADE,
  FOREIGN KEY (item_id, business_id) REFERENCES shop_items (id, business_id)
);
CREATE INDEX shop_sale_lines_sale ON shop_sale_lines (business_id, sale_id);

-- How a sale was paid: each tender is one charge of the payments module (cash, check, card, or the member's
-- monthly invoice); cash records what was handed over and the change given.
CREATE TABLE shop_sale_tenders (
  id           serial PRIMARY KEY,
  business_id  integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  sale_id      integer NOT NULL,
  position     integer NOT NULL CHECK (position BETWEEN 0 AND 9),
  kind         text NOT NULL CHECK (kind IN ('cash', 'check', 'card', 'account')),
  amount       integer NOT NULL CHECK (amount > 0),
  tendered     integer NOT NULL CHECK (tendered >= amount),
  change       integer NOT NULL CHECK (change = tendered - amount),
  charge_id    integer,
  UNIQUE (business_id, sale_id, position),
  FOREIGN KEY (sale_id, business_id) REFERENCES shop_sales (id, business_id) ON DELETE CASCADE,
  FOREIGN KEY (charge_id, business_id) REFERENCES charges (id, business_id),
  CHECK (kind = 'cash' OR change = 0)
);

-- The movement log: append-only (updates refused by the trigger below); each row moves `quantity` units (signed)
-- of an item at a location, its sign fixed by its kind. Inserting a movement updates shop_stock in the same
-- statement's transaction, so on-hand is always the sum of the movements.
CREATE TABLE shop_movements (
  id           bigserial PRIMARY KEY,
  business_id  integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  item_id      integer NOT NULL,
  location_id  integer NOT NULL,
  kind         text NOT NULL CHECK (kind IN ('receipt', 'sale', 'return', 'count', 'transfer_out', 'transfer_in',
                                             'damage', 'void')),
  quantity     integer NOT NULL CHECK (quantity <> 0 AND quantity BETWEEN -100000 AND 100000),
  sale_id      integer,
  note         text NOT NULL DEFAULT '' CHECK (length(note) <= 200),
  created_by   integer REFERENCES users (id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (item_id, business_id) REFERENCES shop_items (id, business_id),
  FOREIGN KEY (location_id, business_id) REFERENCES locations (id, business_id),
  FOREIGN KEY (sale_id, business_id) REFERENCES shop_sales (id, business_id),
  CHECK (CASE kind WHEN 'receipt' THEN quantity > 0 WHEN 'return' THEN quantity > 0 WHEN 'transfer_in' THEN quantity > 0
                   WHEN 'void' THEN quantity > 0 WHEN 'sale' THEN quantity < 0 WHEN 'damage' THEN quantity < 0
                   WHEN 'transfer_out' THEN quantity < 0 ELSE true END),
  CHECK ((kind IN ('sale', 'void')) = (sale_id IS NOT NULL))
);
CREATE INDEX shop_movements_item ON shop_movements (business_id, item_id, location_id);

-- The row is updated first: an INSERT ... ON CONFLICT would check the proposed row (the bare movement, negative
-- for a sale) against shop_stock_not_below_zero before finding the existing row. The UPDATE waits for the row's
-- lock, so concurrent sales of one item take turns and each sees the figure the one before left.
CREATE FUNCTION shop_movement_applies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE shop_stock SET on_hand = on_hand + NEW.quantity
   WHERE business_id = NEW.business_id AND item_id = NEW.item_id AND location_id = NEW.location_id;
  IF NOT FOUND THEN
    INSERT INTO shop_stock (business_id, item_id, location_id, allow_negative, on_hand)
    SELECT NEW.business_id, NEW.item_id, NEW.location_id, i.allow_negative, NEW.quantity
      FROM shop_items i WHERE i.id = NEW.item_id AND i.business_id = NEW.business_id
    ON CONFLICT (business_id, item_id, location_id)
      DO UPDATE SET on_hand = shop_stock.on_hand + EXCLUDED.on_hand;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER shop_movements_apply AFTER INSERT ON shop_movements FOR EACH ROW EXECUTE FUNCTION shop_movement_applies();

CREATE FUNCTION shop_movements_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'shop_movements is append-only' USING ERRCODE = 'restrict_violation';
END;
$$;
CREATE TRIGGER shop_movements_no_update BEFORE UPDATE ON shop_movements
  FOR EACH ROW EXECUTE FUNCTION shop_movements_append_only();
