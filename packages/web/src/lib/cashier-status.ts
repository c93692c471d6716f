/**
 * How a cashier status looks wherever it is shown, on the player's pages (/cashier, /verify,
 * /shipping) and in the console's Cashier section: the core's words and a badge tone. Waiting is
 * warm, moving cool, done green, refused red.
 */
import {
  DEPOSIT_STATUS_LABELS,
  KYC_STATUS_LABELS,
  SHIPPING_STATUS_LABELS,
  WITHDRAWAL_STATUS_LABELS,
  type DepositStatus,
  type KycStatus,
  type ShippingStatus,
  type WithdrawalStatus,
} from '@lootforge/core/cashier';
import type { BadgeTone } from '../components/ui/badge';

export type StatusLook = { label: string; tone: BadgeTone };

/** A deposit as its player sees it: warm while they have still to pay it. */
const DEPOSIT_TONES: Record<DepositStatus, BadgeTone> = {
  created: 'accent',
  pending: 'cool',
  completed: 'success',
  failed: 'danger',
  expired: 'neutral',
  review: 'violet',
};

/** A deposit as the console sees it: warm when it waits on an admin (under review); one not yet paid waits on no one there. */
const CONSOLE_DEPOSIT_TONES: Record<DepositStatus, BadgeTone> = {
  created: 'neutral',
  pending: 'cool',
  completed: 'success',
  failed: 'danger',
  expired: 'neutral',
  review: 'accent',
};

const WITHDRAWAL_TONES: Record<WithdrawalStatus, BadgeTone> = {
  requested: 'accent',
  approved: 'cool',
  sent: 'cool',
  completed: 'success',
  failed: 'danger',
  rejected: 'danger',
  refunded: 'neutral',
};

const KYC_TONES: Record<KycStatus, BadgeTone> = { none: 'neutral', pending: 'accent', verified: 'success', rejected: 'danger' };

const SHIPPING_TONES: Record<ShippingStatus, BadgeTone> = {
  requested: 'accent',
  processing: 'cool',
  shipped: 'violet',
  delivered: 'success',
  cancelled: 'neutral',
};

export const depositLook = (status: DepositStatus): StatusLook => ({ label: DEPOSIT_STATUS_LABELS[status], tone: DEPOSIT_TONES[status] });
export const consoleDepositLook = (status: DepositStatus): StatusLook => ({ label: DEPOSIT_STATUS_LABELS[status], tone: CONSOLE_DEPOSIT_TONES[status] });
export const withdrawalLook = (status: WithdrawalStatus): StatusLook => ({ label: WITHDRAWAL_STATUS_LABELS[status], tone: WITHDRAWAL_TONES[status] });
export const kycLook = (status: KycStatus): StatusLook => ({ label: KYC_STATUS_LABELS[status], tone: KYC_TONES[status] });
export const shippingLook = (status: ShippingStatus): StatusLook => ({ label: SHIPPING_STATUS_LABELS[status], tone: SHIPPING_TONES[status] });
