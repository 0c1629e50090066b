import type { ProfileCheck } from '../../features/auth';
import type { ProfileStatus } from '../../features/profile-status';

/**
 * What the guard counts as "a result for this user": a finished check, or the previous answer while
 * a re-check runs (so a page that calls recheck() is not replaced by the waiting screen).
 */
export function toProfileCheck(
  s: Pick<ProfileStatus, 'checkedUserId' | 'checkedRole' | 'isProfileCompleted' | 'error'>,
): ProfileCheck {
  return {
    userId: s.checkedUserId,
    role: s.checkedRole,
    verificationComplete: s.checkedUserId !== null && (s.isProfileCompleted !== null || s.error !== null),
    completed: s.isProfileCompleted,
    error: s.error,
  };
}
