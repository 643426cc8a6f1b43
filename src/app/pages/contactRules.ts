/**
 * What a contact message must be, in one place: the page checks it before sending (messages at
 * each field in the page's language) and the server checks it again with the same limits.
 */
export const CONTACT_SUBJECTS = ['general', 'feedback', 'support', 'suggestion'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_LIMITS = {
  name: { min: 1, max: 100 },
  email: { max: 254 },
  message: { min: 10, max: 5000 },
} as const;

/** Less than this between showing the form and sending it is a robot's speed. */
export const MIN_FILL_MS = 1500;

/** A simple, permissive address check (the reply is what proves an address): something@domain.tld. */
export const EMAIL_PATTERN = "^[^\\s@<>()\\[\\],;:\"]+@[^\\s@<>()\\[\\],;:\"]+\\.[^\\s@<>()\\[\\],;:\"]{2,}$";

export type ContactField = 'name' | 'email' | 'subject' | 'message';
export type FieldProblem = 'required' | 'tooShort' | 'tooLong' | 'invalid' | 'control';

/**
 * C0 and C1 control characters (and DEL): an ESC sequence in a name clears the operator's terminal, a
 * "\r\n" forges a line. The message keeps its line breaks (\n, and \r of a CRLF); tabs are refused too.
 */
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
const CONTROL_IN_MESSAGE = /[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The first problem of each field (the page shows them all at once). */
export function checkContact(input: ContactInput): Partial<Record<ContactField, FieldProblem>> {
  const problems: Partial<Record<ContactField, FieldProblem>> = {};
  const name = input.name.trim();
  const email = input.email.trim();
  const message = input.message.trim();
  if (!name) problems.name = 'required';
  else if (name.length > CONTACT_LIMITS.name.max) problems.name = 'tooLong';
  else if (CONTROL.test(name)) problems.name = 'control';
  if (!email) problems.email = 'required';
  else if (email.length > CONTACT_LIMITS.email.max) problems.email = 'tooLong';
  else if (CONTROL.test(email)) problems.email = 'control';
  else if (!new RegExp(EMAIL_PATTERN).test(email)) problems.email = 'invalid';
  if (!(CONTACT_SUBJECTS as readonly string[]).includes(input.subject)) problems.subject = 'required';
  if (!message) problems.message = 'required';
  else if (message.length < CONTACT_LIMITS.message.min) problems.message = 'tooShort';
  else if (message.length > CONTACT_LIMITS.message.max) problems.message = 'tooLong';
  else if (CONTROL_IN_MESSAGE.test(message)) problems.message = 'control';
  return problems;
}
