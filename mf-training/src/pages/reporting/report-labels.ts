import type { ReportDownload } from '@firecrest/contracts';

// An attendee's status is one of the remote's shared labels (`training:` keys).
export { ATTENDEE_STATUS_KEYS } from '../../lib/training-types';

/** The expiry band filter's values and their keys. */
export const BAND_OPTION_KEYS: Record<string, string> = { expired: 'band.expired', expiring: 'band.expiring', valid: 'band.valid', noExpiry: 'band.noExpiry' };

/** The expiry bands as the server writes them in cells (English), by the catalogue's key: the heat map and pie show them translated. */
export const BAND_VALUE_KEYS: Record<string, string> = { Expired: 'band.expired', 'Expiring within 90 days': 'band.expiring', Valid: 'band.valid', 'No expiry': 'band.noExpiry' };


/** A queued download's state. */
export const STATE_KEYS: Record<ReportDownload['state'], string> = { queued: 'downloads.state.queued', running: 'downloads.state.running', ready: 'downloads.state.ready', failed: 'downloads.state.failed' };
