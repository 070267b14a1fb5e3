import { Box, Button, ColorSwatch, Group, Menu, Text } from '@mantine/core';
import { IconCategory, IconChevronDown } from '@tabler/icons-react';
import { SERVICE_TYPE_COLORS, type ServiceType } from '@fairplay/contracts';

interface Props {
  types: ServiceType[];
  /** Opens every service type's lessons; absent until that screen exists, so "All" never leads nowhere. */
  onAll?: () => void;
  onPick: (type: ServiceType) => void;
}

/** The header's service-type dropdown: All, then the types sorted by name, each with its colour. */
export function ServiceTypeMenu({ types, onAll, onPick }: Props) {
  const sorted = [...types].sort((a, b) =>
    a.display_name.localeCompare(b.display_name, undefined, { sensitivity: 'base' }),
  );
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        {/* On a phone the header has room for an icon, not the words: the name stays for screen readers. */}
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          aria-label="Service types"
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
        >
          <Box component="span" visibleFrom="sm">
            Service types
          </Box>
          <Box component="span" hiddenFrom="sm" style={{ display: 'inline-flex' }} aria-hidden="true">
            <IconCategory size={18} />
          </Box>
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={350} style={{ overflowY: 'auto' }}>
        {onAll ? (
          <Menu.Item
            onClick={onAll}
            leftSection={<ColorSwatch color={SERVICE_TYPE_COLORS.all} size={14} aria-hidden="true" />}
          >
            All
          </Menu.Item>
        ) : null}
        {sorted.map((type) => (
          <Menu.Item
            key={type.id}
            onClick={() => onPick(type)}
            leftSection={
              <ColorSwatch color={type.color || SERVICE_TYPE_COLORS.listDefault} size={14} aria-hidden="true" />
            }
          >
            <Group gap={4} wrap="nowrap">
              <Text size="sm" truncate>
                {type.display_name}
              </Text>
            </Group>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
