import { Schema } from 'mongoose';
import { LANGUAGES, type Language } from '@firecrest/contracts';

export interface User {
  username: string;
  usernameLower: string;
  name: string;
  email: string | null;
  employeeId: string | null;
  passwordHash: string;
  passwordChangedAt: Date;
  mustChangePassword: boolean;
  roleIds: string[];
  disabled: boolean;
  failedLoginAttempts: number;
  /** When the current sign-in lock began (null: none). */
  lockedAt: Date | null;
  /** Password sign-in is refused until then; each failure past the limit doubles the wait. */
  lockedUntil: Date | null;
  lastLoginAt: Date | null;
  /** Administration fields (spec §3.2 User): the admin screens' detail. */
  phoneNumber: string;
  defaultLocationId: number | null;
  /** The locations whose people the user manages when no role of theirs reaches all locations. */
  locationIds: number[];
  landingPage: 'dashboard' | 'personnel' | 'calendar';
  notificationChannels: string[];
  /** The portal's language the user chose (issue 36); null: the configured DEFAULT_LANGUAGE. */
  language: Language | null;
  linkedAccounts: { microsoft: string; roster: string; availability: string };
  createdDate: Date;
  lastModifiedDate: Date;
}

export const userSchema = new Schema<User>(
  {
    username: { type: String, required: true, unique: true, trim: true },
    usernameLower: { type: String, required: true, unique: true },
    name: { type: String, required: true },
    email: { type: String, default: null },
    employeeId: { type: String, default: null },
    passwordHash: { type: String, required: true },
    passwordChangedAt: { type: Date, required: true },
    mustChangePassword: { type: Boolean, default: false },
    roleIds: { type: [String], default: [] },
    disabled: { type: Boolean, default: false },
    failedLoginAttempts: { type: Number, default: 0 },
    lockedAt: { type: Date, default: null },
    lockedUntil: { type: Date, default: null },
    lastLoginAt: { type: Date, default: null },
    phoneNumber: { type: String, default: '' },
    defaultLocationId: { type: Number, default: null },
    locationIds: { type: [Number], default: [] },
    landingPage: { type: String, default: 'dashboard' },
    notificationChannels: { type: [String], default: ['email'] },
    language: { type: String, enum: [...LANGUAGES, null], default: null },
    linkedAccounts: { microsoft: { type: String, default: '' }, roster: { type: String, default: '' }, availability: { type: String, default: '' } },
  },
  { timestamps: { createdAt: 'createdDate', updatedAt: 'lastModifiedDate' } },
);

