import { contactUsBody, type ContactUsBody } from '@fairplay/contracts';
import { schemaErrors } from '../../../ui/schema-errors';

export interface ContactValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  job_title: string;
  message: string;
}

export const initialContactValues: ContactValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  job_title: '',
  message: '',
};

export function toContactBody(values: ContactValues): ContactUsBody {
  const phone = values.phone.trim();
  const jobTitle = values.job_title.trim();
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    message: values.message.trim(),
    ...(phone ? { phone } : {}),
    ...(jobTitle ? { job_title: jobTitle } : {}),
  };
}

export function validateContact(values: ContactValues): Record<string, string> {
  return schemaErrors(contactUsBody, toContactBody(values));
}
