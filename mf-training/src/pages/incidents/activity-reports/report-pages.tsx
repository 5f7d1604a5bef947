import { ReportPage } from './report-page';

/** The activity report's three tabs as routed pages (lazy routes name an export, not props). */
export const ReportDetailsPage = () => <ReportPage tab="details" />;
export const ReportAttachmentsPage = () => <ReportPage tab="attachments" />;
export const ReportEvaluationPage = () => <ReportPage tab="evaluation" />;
