import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * The console's routes (DESIGN.md's route map), one lazily loaded module per
 * page. Declarative routing (BrowserRouter + Routes) rather than the data
 * router: the data router adds about 16 KB gzip to the first load, which
 * would push the login route over its 100 KB budget, and no page needs
 * loaders or actions (React Query fetches the data).
 */
type PageModule = { default: ComponentType };
const page = (load: () => Promise<PageModule>): LazyExoticComponent<ComponentType> => lazy(load);

const LoginPage = page(() => import('../features/account/login-page'));
const ConnectedLayout = page(() => import('./connected-layout'));
const AppShell = page(() => import('./app-shell'));
const DashboardPage = page(() => import('../features/dashboard/dashboard-page'));
const AccountPage = page(() => import('../features/account/account-page'));
const GuestsPage = page(() => import('../features/guests/guests-page'));
const TicketsPage = page(() => import('../features/tickets/tickets-page'));
const SessionsPage = page(() => import('../features/sessions/sessions-page'));
const SessionPage = page(() => import('../features/sessions/session-page'));
const QuestionsPage = page(() => import('../features/questions/questions-page'));
const QuestionBoardPage = page(() => import('../features/questions/question-board-page'));
const PresentQuestionsPage = page(() => import('../features/questions/present-questions-page'));
const PollsPage = page(() => import('../features/polls/polls-page'));
const PresentPollPage = page(() => import('../features/polls/present-poll-page'));
const SpeakersPage = page(() => import('../features/speakers/speakers-page'));
const SpeakerPage = page(() => import('../features/speakers/speaker-page'));
const SponsorsPage = page(() => import('../features/sponsors/sponsors-page'));
const SponsorPage = page(() => import('../features/sponsors/sponsor-page'));
const AbstractsPage = page(() => import('../features/abstracts/abstracts-page'));
const AbstractPage = page(() => import('../features/abstracts/abstract-page'));
const AbstractsImportPage = page(() => import('../features/abstracts/abstracts-import-page'));
const SettingsPage = page(() => import('../features/event-settings/settings-page'));
const PicturesPage = page(() => import('../features/media/pictures-page'));
const NotFoundPage = page(() => import('./not-found-page'));

function PageFallback() {
  return (
    <div role="status" className="px-4 py-12 text-center text-sm text-slate-600">
      Loading…
    </div>
  );
}

/** A page inside its own error boundary and loading fallback. */
function routed(Page: ComponentType) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageFallback />}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={routed(LoginPage)} />
      {/* Everything below needs a connection (redirects to /login otherwise). */}
      <Route element={routed(ConnectedLayout)}>
        <Route path="/present/questions/:sessionId" element={routed(PresentQuestionsPage)} />
        <Route path="/present/polls/:pollId" element={routed(PresentPollPage)} />
        <Route element={routed(AppShell)}>
          <Route index element={routed(DashboardPage)} />
          <Route path="/account" element={routed(AccountPage)} />
          <Route path="/guests" element={routed(GuestsPage)} />
          <Route path="/tickets" element={routed(TicketsPage)} />
          <Route path="/sessions" element={routed(SessionsPage)} />
          <Route path="/sessions/:id" element={routed(SessionPage)} />
          <Route path="/sessions/:id/questions" element={routed(QuestionBoardPage)} />
          <Route path="/sessions/:id/polls" element={routed(PollsPage)} />
          <Route path="/questions" element={routed(QuestionsPage)} />
          <Route path="/polls" element={routed(PollsPage)} />
          <Route path="/speakers" element={routed(SpeakersPage)} />
          <Route path="/speakers/:id" element={routed(SpeakerPage)} />
          <Route path="/sponsors" element={routed(SponsorsPage)} />
          <Route path="/sponsors/:id" element={routed(SponsorPage)} />
          <Route path="/abstracts" element={routed(AbstractsPage)} />
          <Route path="/abstracts/import" element={routed(AbstractsImportPage)} />
          <Route path="/abstracts/:id" element={routed(AbstractPage)} />
          <Route path="/settings" element={routed(SettingsPage)} />
          <Route path="/pictures" element={routed(PicturesPage)} />
          <Route path="*" element={routed(NotFoundPage)} />
        </Route>
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
