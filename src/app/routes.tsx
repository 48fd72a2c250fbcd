/**
 * The route table of spec §2.1: route → screen. Every screen is its own lazily loaded chunk
 * (the service worker precaches them all). This is the only file of the shell that imports
 * features.
 */
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { NotFound } from '../ui/NotFound.tsx';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards.tsx';
import { AuthLayout, Layout } from './Layout.tsx';

/** Screen chunk loaders (one dynamic import per screen). */
const load = {
  signUp: () => import('../features/auth/SignUpPage.tsx'),
  login: () => import('../features/auth/LoginPage.tsx'),
  problemList: () => import('../features/problem-list/ProblemListPage.tsx'),
  problem: () => import('../features/problem/ProblemPage.tsx'),
  contest: () => import('../features/contest/ContestPage.tsx'),
  sorry: () => import('../features/contest/SorryPage.tsx'),
  discuss: () => import('../features/discuss/DiscussPage.tsx'),
  profile: () => import('../features/profile/ProfilePage.tsx'),
  editProfile: () => import('../features/profile/EditProfilePage.tsx'),
  premium: () => import('../features/premium/PremiumCard.tsx'),
  explore: () => import('../features/explore/ExplorePage.tsx'),
  visualizersHub: () => import('../features/visualizers/VisualizersHubPage.tsx'),
  searchVisualizer: () => import('../features/visualizers/SearchVisualizerPage.tsx'),
  sortingVisualizer: () => import('../features/visualizers/SortingVisualizerPage.tsx'),
  dataStructures: () => import('../features/visualizers/DataStructuresPage.tsx'),
  adminHome: () => import('../features/admin/AdminHomePage.tsx'),
  createProblem: () => import('../features/admin/CreateProblemPage.tsx'),
  updateList: () => import('../features/admin/UpdateListPage.tsx'),
  updateProblem: () => import('../features/admin/UpdateProblemPage.tsx'),
  deleteList: () => import('../features/admin/DeleteListPage.tsx'),
  videoList: () => import('../features/admin/VideoListPage.tsx'),
  videoUpload: () => import('../features/admin/VideoUploadPage.tsx'),
  importPackage: () => import('../features/admin/ImportPackagePage.tsx'),
};

/**
 * A lazily loaded screen that renders without suspending when its chunk is already loaded (by
 * {@link preloadScreen} or an earlier visit), so a preloaded screen appears in the first render
 * instead of after a fallback and a second render. Each mounted screen keeps the component it
 * started with, so a screen never remounts when the load ends.
 */
function screen<M, P extends object>(loader: () => Promise<M>, pick: (m: M) => ComponentType<P>): ComponentType<P> & { preload(): Promise<unknown> } {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    loader().then((m) => {
      loaded = pick(m);
      return loaded;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Screen(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Screen, { preload });
}

const SignUpPage = screen(load.signUp, (m) => m.SignUpPage);
const LoginPage = screen(load.login, (m) => m.LoginPage);
const ProblemListPage = screen(load.problemList, (m) => m.ProblemListPage);
const ProblemPage = screen(load.problem, (m) => m.ProblemPage);
const ContestPage = screen(load.contest, (m) => m.ContestPage);
const SorryPage = screen(load.sorry, (m) => m.SorryPage);
const DiscussPage = screen(load.discuss, (m) => m.DiscussPage);
const ProfilePage = screen(load.profile, (m) => m.ProfilePage);
const EditProfilePage = screen(load.editProfile, (m) => m.EditProfilePage);
const PremiumCard = screen(load.premium, (m) => m.PremiumCard);
const ExplorePage = screen(load.explore, (m) => m.ExplorePage);
const VisualizersHubPage = screen(load.visualizersHub, (m) => m.VisualizersHubPage);
const SearchVisualizerPage = screen(load.searchVisualizer, (m) => m.SearchVisualizerPage);
const SortingVisualizerPage = screen(load.sortingVisualizer, (m) => m.SortingVisualizerPage);
const DataStructuresPage = screen(load.dataStructures, (m) => m.DataStructuresPage);
const AdminHomePage = screen(load.adminHome, (m) => m.AdminHomePage);
const CreateProblemPage = screen(load.createProblem, (m) => m.CreateProblemPage);
const UpdateListPage = screen(load.updateList, (m) => m.UpdateListPage);
const UpdateProblemPage = screen(load.updateProblem, (m) => m.UpdateProblemPage);
const DeleteListPage = screen(load.deleteList, (m) => m.DeleteListPage);
const VideoListPage = screen(load.videoList, (m) => m.VideoListPage);
const VideoUploadPage = screen(load.videoUpload, (m) => m.VideoUploadPage);
const ImportPackagePage = screen(load.importPackage, (m) => m.ImportPackagePage);

/** Paths whose screen {@link preloadScreen} fetches ahead of the session check. */
const PRELOAD: Array<[path: string, screen: { preload(): Promise<unknown> }]> = [
  ['/', ProblemListPage],
  ['/prblm/:id', ProblemPage],
  ['/SignUp', SignUpPage],
  ['/Login', LoginPage],
  ['/profile', ProfilePage],
  ['/discuss', DiscussPage],
  ['/explore', ExplorePage],
  ['/contest', ContestPage],
];

/**
 * Starts loading the screen chunk of `pathname` (when it is one of the main screens) so that it
 * loads while the app opens its database and checks the session, instead of after. Never throws.
 */
export function preloadScreen(pathname: string): void {
  const hit = PRELOAD.find(([path]) => matchPath(path, pathname));
  hit?.[1].preload().catch(() => undefined);
}

/** The route table (spec §2.1); rendered once the session check is done. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AuthLayout />}>
        <Route element={<GuestOnly />}>
          <Route path="/SignUp" element={<SignUpPage />} />
          <Route path="/Login" element={<LoginPage />} />
        </Route>
      </Route>
      <Route element={<Layout />}>
        <Route element={<RequireAuth />}>
          <Route index element={<ProblemListPage />} />
          <Route path="/contest" element={<ContestPage />} />
          <Route path="/sorry" element={<SorryPage />} />
          <Route
            path="/profile"
            element={
              <ProfilePage
                premiumCard={
                  <Suspense fallback={null}>
                    <PremiumCard />
                  </Suspense>
                }
              />
            }
          />
          <Route path="/explore" element={<ExplorePage />} />
          <Route path="/visualizers" element={<VisualizersHubPage />} />
          <Route path="/visualizers/SearchAlgo" element={<SearchVisualizerPage />} />
          <Route path="/visualizers/sorting" element={<SortingVisualizerPage />} />
          <Route path="/visualizers/datastructures" element={<DataStructuresPage />} />
          <Route path="/discuss" element={<DiscussPage />} />
          <Route path="/editProfile" element={<EditProfilePage />} />
        </Route>
        <Route element={<RequireAdmin />}>
          <Route path="/admin" element={<AdminHomePage />} />
          <Route path="/admin/create" element={<CreateProblemPage />} />
          <Route path="/admin/update" element={<UpdateListPage />} />
          <Route path="/admin/update/prblm/:id" element={<UpdateProblemPage />} />
          <Route path="/admin/delete" element={<DeleteListPage />} />
          <Route path="/admin/video" element={<VideoListPage />} />
          <Route path="/admin/upload/:id" element={<VideoUploadPage />} />
          <Route path="/admin/import" element={<ImportPackagePage />} />
        </Route>
        <Route path="/prblm/:id" element={<ProblemPage />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
