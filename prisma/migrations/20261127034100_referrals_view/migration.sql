-- What a referral is, decided once, here: an application that came through a share link of the same
-- job, shared by someone other than the candidate and other than the hiring business's owner (its one
-- employer). Billing reads it to give the referrer a reward, and the close-out wizard and the applicant
-- list read it to say "Referred" and "Referred by", so an applicant through the employer's own link (or
-- their own) is never shown as a referral that pays nothing. A plain view: always as current as the
-- rows it reads; the planner folds it into each query.
CREATE VIEW referrals AS
SELECT ap.id AS "applicationId", sl.id AS "shareLinkId", sl."userId" AS "referrerId"
  FROM applications ap
  JOIN share_links sl ON sl.id = ap."shareLinkId" AND sl."jobId" = ap."jobId"
  JOIN jobs j ON j.id = ap."jobId"
  JOIN businesses b ON b.id = j."businessId"
 WHERE sl."userId" <> ap."userId"
   AND b."ownerId" IS DISTINCT FROM sl."userId";
