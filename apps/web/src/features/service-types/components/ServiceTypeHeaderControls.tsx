import { Group } from '@mantine/core';
import { IconButton } from '../../../ui/IconButton';
import { IconArchive, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { ServiceType, SessionUser } from '@fairplay/contracts';
import { useServiceTypes } from '../api/useServiceTypes';
import { canEditServiceTypes, showsAddServiceType, showsArchivedServiceTypes, showsServiceTypeMenu } from './access';
import { ArchivedServiceTypesModal } from './ArchivedServiceTypesModal';
import { CreateServiceTypeModal } from './CreateServiceTypeModal';
import { EditServiceTypeModal } from './EditServiceTypeModal';
import { ServiceTypeMenu } from './ServiceTypeMenu';

interface Props {
  user: SessionUser;
  /** Where a finished archive leads: the lessons screen for all types, or its fallback while it is to come. */
  onAllTypes: () => void;
  /** Whether the lessons screen for all types exists, so that the menu's "All" leads somewhere. */
  allTypesScreen: boolean;
}

type Open = { kind: 'create' } | { kind: 'archived' } | { kind: 'edit'; type: ServiceType } | null;

/** The signed-in header's service-type controls: dropdown, add (plus) button and archived list. */
export function ServiceTypeHeaderControls({ user, onAllTypes, allTypesScreen }: Props) {
  const types = useServiceTypes(user);
  const [open, setOpen] = useState<Open>(null);
  if (!showsServiceTypeMenu(user)) return null;
  const close = () => setOpen(null);

  return (
    <Group gap={4} wrap="nowrap">
      <ServiceTypeMenu
        types={types.data ?? []}
        onAll={allTypesScreen ? onAllTypes : undefined}
        onPick={(type) => setOpen({ kind: 'edit', type })}
      />
      {showsAddServiceType(user) ? (
        <IconButton
          variant="light"
          size="lg"
          label="Add service type"
          onClick={() => setOpen({ kind: 'create' })}
          icon={<IconPlus size={18} />}
        />
      ) : null}
      {showsArchivedServiceTypes(user) ? (
        <IconButton
          variant="subtle"
          color="gray"
          size="lg"
          label="Archived Service Types"
          onClick={() => setOpen({ kind: 'archived' })}
          icon={<IconArchive size={18} />}
        />
      ) : null}
      <CreateServiceTypeModal opened={open?.kind === 'create'} onClose={close} />
      {open?.kind === 'archived' ? <ArchivedServiceTypesModal user={user} onClose={close} /> : null}
      {open?.kind === 'edit' ? (
        <EditServiceTypeModal
          key={open.type.id}
          type={open.type}
          step={user.business?.booking_to_start ?? 60}
          canEdit={canEditServiceTypes(user)}
          onClose={close}
          onArchived={() => {
            close();
            onAllTypes();
          }}
        />
      ) : null}
    </Group>
  );
}
