/**
 * The route table of spec §2.1: route → screen. Every screen is its own lazily loaded chunk
 * (the service worker precaches them all). This is the only file of the shell that imports
 * features.
 */
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFound } from '../ui/ComingSoon.tsx';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards.tsx';
import { AuthLayout, Layout } from './Layout.tsx';

const SignUpPage = lazy(() => import('../features/auth/SignUpPage.tsx').then((m) => ({ default: m.SignUpPage })));
const LoginPage = lazy(() => import('../features/auth/LoginPage.tsx').then((m) => ({ default: m.LoginPage })));
const ProblemListPage = lazy(() => import('../features/problems/ProblemListPage.tsx').then((m) => ({ default: m.ProblemListPage })));
const ProblemPage = lazy(() => import('../features/workspace/ProblemPage.tsx').then((m) => ({ default: m.ProblemPage })));
const ContestPage = lazy(() => import('../features/contest/ContestPage.tsx').then((m) => ({ default: m.ContestPage })));
const SorryPage = lazy(() => import('../features/contest/SorryPage.tsx').then((m) => ({ default: m.SorryPage })));
const DiscussPage = lazy(() => import('../features/discuss/DiscussPage.tsx').then((m) => ({ default: m.DiscussPage })));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage.tsx').then((m) => ({ default: m.ProfilePage })));
const EditProfilePage = lazy(() => import('../features/profile/EditProfilePage.tsx').then((m) => ({ default: m.EditProfilePage })));
const PremiumCard = lazy(() => import('../features/premium/PremiumCard.tsx').then((m) => ({ default: m.PremiumCard })));
const ExplorePage = lazy(() => import('../features/explore/ExplorePage.tsx').then((m) => ({ default: m.ExplorePage })));
const VisualizersHubPage = lazy(() => import('../features/visualizers/VisualizersHubPage.tsx').then((m) => ({ default: m.VisualizersHubPage })));
const SearchVisualizerPage = lazy(() => import('../features/visualizers/SearchVisualizerPage.tsx').then((m) => ({ default: m.SearchVisualizerPage })));
const SortingVisualizerPage = lazy(() => import('../features/visualizers/SortingVisualizerPage.tsx').then((m) => ({ default: m.SortingVisualizerPage })));
const AdminHomePage = lazy(() => import('../features/admin/AdminHomePage.tsx').then((m) => ({ default: m.AdminHomePage })));
const CreateProblemPage = lazy(() => import('../features/admin/CreateProblemPage.tsx').then((m) => ({ default: m.CreateProblemPage })));
const UpdateListPage = lazy(() => import('../features/admin/UpdateListPage.tsx').then((m) => ({ default: m.UpdateListPage })));
const UpdateProblemPage = lazy(() => import('../features/admin/UpdateProblemPage.tsx').then((m) => ({ default: m.UpdateProblemPage })));
const DeleteListPage = lazy(() => import('../features/admin/DeleteListPage.tsx').then((m) => ({ default: m.DeleteListPage })));
const VideoListPage = lazy(() => import('../features/admin/VideoListPage.tsx').then((m) => ({ default: m.VideoListPage })));
const VideoUploadPage = lazy(() => import('../features/admin/VideoUploadPage.tsx').then((m) => ({ default: m.VideoUploadPage })));
const ImportPackagePage = lazy(() => import('../features/admin/ImportPackagePage.tsx').then((m) => ({ default: m.ImportPackagePage })));
const DataStructuresPage = lazy(() => import('../features/visualizers/DataStructuresPage.tsx').then((m) => ({ default: m.DataStructuresPage })));

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
