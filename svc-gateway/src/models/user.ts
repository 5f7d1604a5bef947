import { Schema } from 'mongoose';

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
  lockedAt: Date | null;
  lastLoginAt: Date | null;
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
    lastLoginAt: { type: Date, default: null },
  },
  { timestamps: { createdAt: 'createdDate', updatedAt: 'lastModifiedDate' } },
);

