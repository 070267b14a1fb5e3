import type { UseFormReturnType } from '@mantine/form';
import { updateClubSettingsBody, type ClubSettings } from '@fairplay/contracts';
import { clubSettingsIssues } from '@fairplay/domain';
import { schemaErrors } from '../../../ui/schema-errors';

/** Every setting the form edits: the settings as the API shows them, less what is not a setting. */
export type SettingsValues = Omit<ClubSettings, 'fields_count' | 'sign_file' | 'image'>;
export type SettingsForm = UseFormReturnType<SettingsValues>;
export type NumberKey = {
  [K in keyof SettingsValues]: SettingsValues[K] extends number ? K : never;
}[keyof SettingsValues];
export type FlagKey = {
  [K in keyof SettingsValues]: SettingsValues[K] extends boolean ? K : never;
}[keyof SettingsValues];

export function settingsValuesOf(settings: ClubSettings): SettingsValues {
  const { fields_count: _count, sign_file: _file, image: _image, ...values } = settings;
  return values;
}

/** The same checks the server runs: each field's contract, then the rules that tie fields together. */
export function validateSettings(values: SettingsValues): Record<string, string> {
  const errors = schemaErrors(updateClubSettingsBody, values);
  if (Object.keys(errors).length === 0) {
    for (const issue of clubSettingsIssues(values)) errors[issue.field] ??= issue.message;
  }
  return errors;
}

/** Input props for a whole-number setting; an emptied box becomes NaN, which the contract reports. */
export function numberInput(form: SettingsForm, key: NumberKey) {
  const props = form.getInputProps(key);
  return {
    ...props,
    onChange: (value: number | string) => form.setFieldValue(key, typeof value === 'number' ? value : Number.NaN),
  };
}

export function switchInput(form: SettingsForm, key: FlagKey) {
  return form.getInputProps(key, { type: 'checkbox' });
}

/** "06__30" ↔ "06:30" for the native time input. */
export const sheetStartToTime = (value: string) => value.replace('__', ':');
export const timeToSheetStart = (value: string) => value.slice(0, 5).replace(':', '__');
