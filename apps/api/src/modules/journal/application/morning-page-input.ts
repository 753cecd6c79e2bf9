import {
  DomainError,
  MORNING_PAGE_MESSAGES,
  validateMorningPageContent,
  validateMorningPageTitle,
} from '@inhala/domain';

/** Applies the shared rules and returns what is stored: trimmed content, and null for a blank title. */
export function checkedContent(content: string): string {
  const error = validateMorningPageContent(content);
  if (error) throw new DomainError('VALIDATION.FAILED', error);
  return content.trim();
}

export function checkedTitle(title: string | null | undefined): string | null {
  const error = validateMorningPageTitle(title);
  if (error) throw new DomainError('VALIDATION.FAILED', error);
  return title?.trim() || null;
}

export function pageNotFound(): DomainError {
  return new DomainError('RESOURCE.NOT_FOUND', MORNING_PAGE_MESSAGES.notFound);
}
