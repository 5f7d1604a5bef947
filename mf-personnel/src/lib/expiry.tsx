import { useState } from 'react';
import { Segmented, Tag } from 'antd';
import { EXPIRY_BANDS, EXPIRY_COLOURS, expiryBand, type ExpiryBand } from '@firecrest/contracts';
import { showDay, useT } from '@firecrest/portal-kit';

const KEY = 'firecrest.expiryWithinDays';
/** Each expiry band's label in the personnel catalogue. */
export const BAND_KEYS: Record<ExpiryBand, string> = { expired: 'expiry.band.expired', expiring: 'expiry.band.expiring', valid: 'expiry.band.valid', none: 'expiry.band.none' };

/** "Expiring" means within 30 or 90 days (spec §4.2); the choice is remembered in this browser. */
export function useExpiryWindow(): [number, (days: number) => void] {
  const [days, setDays] = useState<number>(() => {
    const kept = Number(localStorage.getItem(KEY));
    return (EXPIRY_BANDS as readonly number[]).includes(kept) ? kept : EXPIRY_BANDS[0];
  });
  return [days, (d) => { localStorage.setItem(KEY, String(d)); setDays(d); }];
}

export function ExpiryWindowPicker({ value, onChange }: { value: number; onChange(days: number): void }) {
  const { t } = useT('personnel');
  return (
    <Segmented
      aria-label={t('expiry.window')}
      value={value}
      onChange={(v) => onChange(Number(v))}
      options={EXPIRY_BANDS.map((d) => ({ label: t('expiry.within', { count: d }), value: d }))}
    />
  );
}

/** An expiry date in its colour: red expired, orange within the window, green later. */
export function ExpiryTag({ date, withinDays }: { date: string | null; withinDays: number }) {
  const { t } = useT('personnel');
  const band = expiryBand(date, withinDays);
  if (band === 'none') return <Tag>{t('expiry.band.none')}</Tag>;
  return (
    <Tag color={EXPIRY_COLOURS[band]} data-band={band}>
      {showDay(date)} · {t(BAND_KEYS[band])}
    </Tag>
  );
}
