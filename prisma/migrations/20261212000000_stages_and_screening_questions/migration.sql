-- Two more stages between reviewed and the decision (docs/decisions/055-stages-and-screening-questions.md).
ALTER TYPE "ApplicationStatus" ADD VALUE 'interviewing' AFTER 'reviewed';
ALTER TYPE "ApplicationStatus" ADD VALUE 'offered' AFTER 'interviewing';

-- A job's screening questions, and an application's answers with the questions as they were asked. Kept on
-- the rows themselves: the job's change notice (its trigger on jobs) then covers the questions too.
ALTER TABLE "jobs" ADD COLUMN "screeningQuestions" JSONB NOT NULL DEFAULT '[]',
  ADD COLUMN "nextQuestionId" INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "applications" ADD COLUMN "screeningAnswers" JSONB NOT NULL DEFAULT '[]';
