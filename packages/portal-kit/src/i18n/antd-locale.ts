import enGB from 'antd/locale/en_GB';
import type { Locale } from 'antd/es/locale';
import type { Language } from '@firecrest/contracts';

/**
 * antd ships no Welsh: Welsh starts from en_GB (its date order and week) with the texts people meet most in Welsh
 * (drafted, awaiting a translator's review like the catalogues). Anything not listed stays in English.
 */
const cy: Locale = {
  ...enGB,
  locale: 'cy',
  global: { ...enGB.global, placeholder: 'Dewiswch', close: 'Cau', show: 'Dangos', hide: 'Cuddio' },
  Table: { ...enGB.Table, filterConfirm: 'Iawn', filterReset: 'Ailosod', filterEmptyText: 'Dim hidlwyr', emptyText: 'Dim data', sortTitle: 'Trefnu', expand: 'Ehangu rhes', collapse: 'Cwympo rhes', triggerDesc: 'Cliciwch i drefnu o’r mwyaf i’r lleiaf', triggerAsc: 'Cliciwch i drefnu o’r lleiaf i’r mwyaf', cancelSort: 'Cliciwch i ganslo’r drefn' },
  Modal: { okText: 'Iawn', cancelText: 'Canslo', justOkText: 'Iawn' },
  Popconfirm: { okText: 'Iawn', cancelText: 'Canslo' },
  Empty: { description: 'Dim data' },
  Text: { ...enGB.Text!, edit: 'Golygu', copy: 'Copïo', copied: 'Wedi’i gopïo', expand: 'Ehangu' },
  Pagination: enGB.Pagination && { ...enGB.Pagination, items_per_page: '/ tudalen', jump_to: 'Mynd i', page: 'Tudalen', prev_page: 'Tudalen flaenorol', next_page: 'Tudalen nesaf' },
};

/** antd's own texts (pagination, pickers, empty tables) per portal language. */
export const ANTD_LOCALES: Record<Language, Locale> = { 'en-GB': enGB, cy };
