import { Button, Group } from '@mantine/core';
import { IconTags } from '@tabler/icons-react';
import { useState } from 'react';
import { TagSelect, TagsModal } from '../../tags';

interface SheetTagsBarProps {
  /** The tag ids the sheet is narrowed to (none: every booking). */
  value: string[];
  onChange: (ids: string[]) => void;
  /** Staff with settings update manage the club's tags here (spec 2 section 6: Facility Tags). */
  canManage: boolean;
}

/** The left panel's tags: a filter of the sheet by tag, and the Facility Tags modal for who may manage them. */
export function SheetTagsBar({ value, onChange, canManage }: SheetTagsBarProps) {
  const [open, setOpen] = useState(false);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TagSelect label="Tags" placeholder="All bookings" value={value} onChange={onChange} maxValues={50} miw={220} />
      {canManage ? (
        <Button variant="default" leftSection={<IconTags size={16} aria-hidden />} onClick={() => setOpen(true)}>
          Facility Tags
        </Button>
      ) : null}
      {canManage ? <TagsModal opened={open} onClose={() => setOpen(false)} /> : null}
    </Group>
  );
}
