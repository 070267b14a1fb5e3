import { requestDemoBody, type RequestDemoBody } from '@fairplay/contracts';
import { schemaErrors } from '../../../ui/schema-errors';

export interface DemoValues {
  fullName: string;
  email: string;
  company: string;
  jobTitle: string;
  message: string;
  captcha: string;
}

export const initialDemoValues: DemoValues = {
  fullName: '',
  email: '',
  company: '',
  jobTitle: '',
  message: '',
  captcha: '',
};

export function toDemoBody(values: DemoValues): RequestDemoBody {
  const message = values.message.trim();
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    company: values.company.trim(),
    jobTitle: values.jobTitle.trim(),
    ...(message ? { message } : {}),
  };
}

export function validateDemo(values: DemoValues): Record<string, string> {
  return schemaErrors(requestDemoBody, toDemoBody(values));
}

/** The hidden arithmetic captcha (spec 1 section 3): two random digits and their sum, built but never checked. */
export function newDemoCaptcha(): { a: number; b: number; sum: number } {
  const a = Math.floor(Math.random() * 10);
  const b = Math.floor(Math.random() * 10);
  return { a, b, sum: a + b };
}
