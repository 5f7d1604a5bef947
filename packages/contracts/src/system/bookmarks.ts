import type { FromSchema } from 'json-schema-to-ts';

/** admin-area §5 and §9: bookmark limits; the icon is shown at this width. */
export const BOOKMARK_NAME_MAX = 50;
export const BOOKMARK_LABEL_MAX = 50;
export const BOOKMARK_DESCRIPTION_MAX = 1000;
export const BOOKMARK_ICON_WIDTH = 32;
/** The maximum attachment size for an icon (the spec does not give the value). */
export const BOOKMARK_ICON_MAX_BYTES = 256 * 1024;
export const BOOKMARK_ICON_TYPES = ['image/png', 'image/gif', 'image/jpeg'] as const;
export const BOOKMARK_URL_PATTERN = '^\\s*https?://[^\\s/$.?#][^\\s]*\\s*$';

export const bookmarkBodySchema = {
  $id: 'BookmarkBody',
  type: 'object',
  required: ['name', 'label', 'url'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: BOOKMARK_NAME_MAX, pattern: '\\S' },
    label: { type: 'string', minLength: 1, maxLength: BOOKMARK_LABEL_MAX, pattern: '\\S' },
    url: { type: 'string', maxLength: 2048, pattern: BOOKMARK_URL_PATTERN, description: 'http(s) URL; trimmed on save' },
    description: { type: 'string', maxLength: BOOKMARK_DESCRIPTION_MAX, default: '' },
    attachment: {
      description: 'A new icon (png, gif or jpeg); null removes the icon, absent keeps it',
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          required: ['data', 'type', 'name'],
          additionalProperties: false,
          properties: {
            data: { type: 'string', description: 'base64 file content', maxLength: Math.ceil((BOOKMARK_ICON_MAX_BYTES * 4) / 3) + 1024 },
            type: { type: 'string', enum: BOOKMARK_ICON_TYPES },
            name: { type: 'string', maxLength: 255 },
          },
        },
      ],
    },
  },
} as const;
export type BookmarkBody = FromSchema<typeof bookmarkBodySchema>;

export const bookmarkSchema = {
  $id: 'Bookmark',
  type: 'object',
  required: ['id', 'name', 'label', 'url', 'description', 'icon'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    label: { type: 'string' },
    url: { type: 'string' },
    description: { type: 'string' },
    icon: { type: ['string', 'null'], description: 'URL of the icon image, null without one' },
    iconName: { type: ['string', 'null'] },
  },
} as const;
export type Bookmark = FromSchema<typeof bookmarkSchema>;

export const releaseNotesSchema = {
  $id: 'ReleaseNotes',
  type: 'array',
  items: {
    type: 'object',
    required: ['versionLabel', 'releaseDate', 'releaseItems'],
    properties: {
      versionLabel: { type: 'string' },
      releaseDate: { type: 'string', format: 'date' },
      releaseItems: {
        type: 'array',
        items: {
          type: 'object',
          required: ['heading', 'description', 'isNewFeature'],
          properties: { heading: { type: 'string' }, description: { type: 'string' }, isNewFeature: { type: 'boolean' }, commit: { type: 'string' } },
        },
      },
    },
  },
} as const;
export type ReleaseNotes = FromSchema<typeof releaseNotesSchema>;
