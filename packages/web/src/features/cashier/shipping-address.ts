/** The shipping form's address, checked with the server's own schema so the words match. */
import { shippingAddressSchema, type ShippingAddress } from '@lootforge/core/contracts/cashier';

export type AddressValues = { name: string; line1: string; line2: string; city: string; region: string; postcode: string; country: string; phone: string };
export type AddressField = keyof AddressValues;
export type AddressErrors = Partial<Record<AddressField, string>>;

export const EMPTY_ADDRESS: AddressValues = { name: '', line1: '', line2: '', city: '', region: '', postcode: '', country: '', phone: '' };

const ORDER: AddressField[] = ['name', 'line1', 'line2', 'city', 'region', 'postcode', 'country', 'phone'];

/** The address to send, or each field's problem and the first field to fix. */
export function validateAddress(values: AddressValues): { ok: true; address: ShippingAddress } | { ok: false; errors: AddressErrors; first: AddressField } {
  const parsed = shippingAddressSchema.safeParse(values);
  if (parsed.success) return { ok: true, address: parsed.data };
  const errors: AddressErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as AddressField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors, first: ORDER.find((field) => errors[field]) ?? 'name' };
}

/** An address as lines on a label: name, street, town, country. */
export function addressLines(address: AddressValues, countryName: (code: string) => string): string[] {
  const town = [address.postcode, address.city].filter(Boolean).join(' ');
  return [address.name, address.line1, address.line2, [town, address.region].filter(Boolean).join(', '), countryName(address.country)].filter((line) => line.trim() !== '');
}
