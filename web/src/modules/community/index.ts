// Public reports, votes, comments and their live updates: the community module's public entry.
export { filtersFromSearch, searchForFilters } from "./community-filters";
export { ReportCommentsQuery } from "./community-fragments";
export { personName } from "./community-types";
export { CommentForm } from "./components/comment-form";
export { CommentThread } from "./components/comment-thread";
export { CommunityFiltersBar } from "./components/community-filters";
export { FlagButton, ModerationNotice } from "./components/flag-button";
export { FollowButton } from "./components/follow-button";
export { PublicReportCard } from "./components/public-report-card";
export { ShareButton } from "./components/share-button";
export { VoteButton, VoterAvatars } from "./components/vote-button";
export { useCommentEvents, useReportActivity } from "./hooks/use-live-updates";
