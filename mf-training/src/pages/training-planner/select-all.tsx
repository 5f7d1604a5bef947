import { Checkbox } from 'antd';
import { useT } from '@firecrest/portal-kit';

/**
 * The select-all box of a table's selection column, named in the user's language (antd names its own "Select all" in
 * English whatever the locale): every one of `ids` chosen, or none.
 */
export function SelectAll({ ids, selected, onChange, disabled = false }: { ids: number[]; selected: number[]; onChange(ids: number[]): void; disabled?: boolean }) {
  const { t } = useT('planner');
  const chosen = ids.filter((id) => selected.includes(id)).length;
  return (
    <Checkbox
      aria-label={t('queue.selectAll')}
      checked={ids.length > 0 && chosen === ids.length}
      indeterminate={chosen > 0 && chosen < ids.length}
      disabled={disabled || !ids.length}
      onChange={(e) => onChange(e.target.checked ? ids : [])}
    />
  );
}
