import {
  type DocumentStatus,
  documentStatusLabels,
  type SmartTag,
  smartTagReviewBelow,
  tagLabel,
} from '@app/contracts/documents.contract';
import { ToneBadge } from '../../../components/status-badge/tone-badge';

const statusColors: Record<DocumentStatus, string> = {
  VERIFIED: 'green',
  PENDING_REVIEW: 'yellow',
  REJECTED: 'red',
};

export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  return <ToneBadge color={statusColors[status]}>{documentStatusLabels[status]}</ToneBadge>;
}

const categoryColors = {
  CONTENT: 'blue',
  FORMAT: 'gray',
  PURPOSE: 'teal',
  URGENCY: 'orange',
  COMPLIANCE: 'grape',
};

/** A tag in words: its name, with a question mark where our rules are unsure and a person should look. */
export function SmartTagBadge({ tag }: { tag: SmartTag }) {
  const unsure = tag.confidence < smartTagReviewBelow;
  return (
    <ToneBadge color={categoryColors[tag.category]} style={{ textTransform: 'none' }}>
      {unsure ? `${tagLabel(tag.name)}?` : tagLabel(tag.name)}
    </ToneBadge>
  );
}

export const fileSizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
