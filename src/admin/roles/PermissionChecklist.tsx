import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { groupLabelKey, PERMISSION_GROUPS, permissionLabel, permissionLabelKey, type PermissionGroup } from './permissionGroups';

interface ChecklistProps {
  value: readonly string[];
  onChange: (permissions: string[]) => void;
  disabled?: boolean;
  /** Whether the signed-in user may grant a permission (the role ceiling); the others are shown but locked. */
  grantable?: (permission: string) => boolean;
}

function Group({ group, value, onChange, disabled, grantable = () => true }: ChecklistProps & { group: PermissionGroup }) {
  const translate = useTranslate();
  const label = translate(groupLabelKey(group));
  const members: readonly string[] = group.permissions;
  const held = members.filter((permission) => value.includes(permission));
  const all = held.length === members.length;
  const changeable = members.filter(grantable);
  const toggleAll = () => onChange(all ? value.filter((p) => !changeable.includes(p)) : [...new Set([...value, ...changeable])]);
  const toggle = (permission: string) => onChange(value.includes(permission) ? value.filter((p) => p !== permission) : [...value, permission]);
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, px: 2, pb: 1 }} data-testid="permission-group">
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        <FormControlLabel
          label={label}
          disabled={disabled || changeable.length === 0}
          control={
            <Checkbox
              size="small"
              checked={all}
              indeterminate={held.length > 0 && !all}
              onChange={toggleAll}
              slotProps={{ input: { 'aria-label': translate('roles.allOf', { group: label }) } }}
            />
          }
        />
      </Typography>
      <FormGroup>
        {group.permissions.map((permission) => (
          <FormControlLabel
            key={permission}
            disabled={disabled || !grantable(permission)}
            title={grantable(permission) ? undefined : translate('roles.cannotGrant')}
            control={<Checkbox size="small" checked={value.includes(permission)} onChange={() => toggle(permission)} name={permission} />}
            label={
              <span>
                {translate(permissionLabelKey(permission), { _: permissionLabel(permission) })}{' '}
                <Typography component="code" variant="caption" color="text.secondary">
                  {permission}
                </Typography>
              </span>
            }
          />
        ))}
      </FormGroup>
    </Box>
  );
}

/** Every grantable permission as a checkbox, grouped by area. */
export function PermissionChecklist(props: ChecklistProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }} data-testid="permission-checklist">
      {PERMISSION_GROUPS.map((group) => (
        <Group key={group.id} group={group} {...props} />
      ))}
    </Box>
  );
}
