import { Checkbox, Space } from 'antd';
import { EVALUATION_RIGHT, EVALUATION_TYPES, type EvaluationType, type ModuleKey, type PermissionMap } from '@firecrest/contracts';
import { useT } from '@firecrest/portal-kit';
import { MODULE_LABELS } from './module-labels';

/** The §6 evaluation modules, kept out of the permission tree: one box per evaluation type. */
export const EVALUATION_MODULES = new Set<ModuleKey>(Object.values(EVALUATION_TYPES).map((t) => t.module));

/** §3.2/§6 evaluation permissions: which evaluation types holders of the role may record. */
export function EvaluationPermissions({ value = {}, onChange, disabled }: { value?: PermissionMap; onChange?(v: PermissionMap): void; disabled: boolean }) {
  const { t } = useT('system');
  return (
    <Space wrap>
      {(Object.keys(EVALUATION_TYPES) as EvaluationType[]).map((type) => {
        const { module } = EVALUATION_TYPES[type];
        return (
          <Checkbox key={type} disabled={disabled} checked={value[module]?.includes(EVALUATION_RIGHT) ?? false} onChange={(e) => onChange?.({ ...value, [module]: e.target.checked ? [EVALUATION_RIGHT] : [] })}>
            {t(MODULE_LABELS[module])}
          </Checkbox>
        );
      })}
    </Space>
  );
}
