import type { MailKey } from './en-gb';

/** The e-mails' texts in Welsh (machine-drafted, to be reviewed by a translator like the portal's catalogues). */
export const CY: Record<MailKey, string> = {
  'message.greeting': 'Helo {{name}},',
  'message.intro': 'Anfonodd {{from}} y neges hon atoch yn Firecrest:',
  'message.footer': "Mewngofnodwch i Firecrest i ddarllen eich negeseuon ac i'w hateb.",
  'reset.subject': 'Ailosod eich cyfrinair Firecrest',
  'reset.greeting': 'Helo {{name}},',
  'reset.body': "Gofynnodd rhywun (chi, gobeithio) am ailosod cyfrinair eich cyfrif Firecrest. Agorwch y ddolen hon i ddewis un newydd:",
  'reset.expiry': "Mae'r ddolen yn gweithio unwaith ac yn dod i ben ymhen {{minutes}} munud. Os na wnaethoch ofyn amdani, anwybyddwch yr e-bost hwn: mae eich cyfrinair yn aros fel y mae.",
  'confirm.subject': 'Cadarnhewch eich cyfeiriad e-bost Firecrest',
  'confirm.greeting': 'Helo {{name}},',
  'confirm.body': "Agorwch y ddolen hon i gadarnhau'r cyfeiriad hwn fel cyfeiriad e-bost eich cyfrif Firecrest:",
  'confirm.expiry': "Mae'r ddolen yn gweithio unwaith ac yn dod i ben ymhen {{minutes}} munud. Os na wnaethoch ofyn am hyn, anwybyddwch yr e-bost hwn.",
  'actionPlan.from': 'Cynlluniau gweithredu Firecrest',
  'actionPlan.subjectDue': 'Mae cynllun gweithredu {{id}} i fod i gael ei gwblhau erbyn {{date}}',
  'actionPlan.subjectWasDue': 'Roedd cynllun gweithredu {{id}} i fod i gael ei gwblhau erbyn {{date}}',
  'actionPlan.body': '{{type}}: {{description}}',
  'actionPlan.resolve': "Datryswch ef erbyn {{date}}, neu cofnodwch pam y caiff ei anwybyddu.",
  'actionPlan.type.remedial': 'Hyfforddiant adferol',
  'actionPlan.type.development': 'Datblygiad',
  'actionPlan.type.performance': 'Perfformiad',
};
