import { SYSTEM_NAME } from '@doyang/domain';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { EditAddressRedirect } from './layout/EditAddressRedirect.tsx';
import { Layout } from './layout/Layout.tsx';
import { AccessDeniedPage, NotFoundPage } from './layout/Refusal.tsx';
import { lazyNamed } from './lazy.ts';
import { authProvider } from './providers/auth-provider.ts';
import { dataProvider } from './providers/data-provider.ts';
import { i18nProvider } from './providers/i18n/i18n-provider.ts';
import { withPeopleResources } from './providers/people-resources.ts';
import { auditLogs } from './resources/audit-logs/index.ts';
import { registryResources } from './resources/registry-resources.ts';
import { LoginPage } from './screens/login/LoginPage.tsx';
import { theme } from './theme.ts';

/** /students, /professors and /sinodals are screens over /api/users. */
const appDataProvider = withPeopleResources(dataProvider);

const Home = lazyNamed(() => import('./screens/home/Home.tsx'), 'Home');
const UserPassword = lazyNamed(() => import('./screens/user-password/UserPassword.tsx'), 'UserPassword');
const GenealogyIndex = lazyNamed(() => import('./screens/genealogy/GenealogyIndex.tsx'), 'GenealogyIndex');
const ConfigurationIndex = lazyNamed(() => import('./screens/configuration/ConfigurationIndex.tsx'), 'ConfigurationIndex');
const About = lazyNamed(() => import('./screens/about/About.tsx'), 'About');
const AttendancesRedirect = lazyNamed(() => import('./resources/doyang-groups/AttendancesRedirect.tsx'), 'AttendancesRedirect');
const DoyangGroupAddPeople = lazyNamed(() => import('./screens/attendance/DoyangGroupAddPeople.tsx'), 'DoyangGroupAddPeople');
const KyosaList = lazyNamed(() => import('./screens/attendance/KyosaList.tsx'), 'KyosaList');
DoyangGroupAddPeople.siblings = [KyosaList];
const ExamProspects = lazyNamed(() => import('./resources/events/prospects/ProspectsScreen.tsx'), 'ExamProspects');
const EventProspects = lazyNamed(() => import('./resources/events/prospects/ProspectsScreen.tsx'), 'EventProspects');
const TournamentProspects = lazyNamed(() => import('./resources/events/prospects/ProspectsScreen.tsx'), 'TournamentProspects');
KyosaList.siblings = [DoyangGroupAddPeople];
const CashClosingIndex = lazyNamed(() => import('./screens/cash-closing/CashClosingIndex.tsx'), 'CashClosingIndex');
const DoyangInventory = lazyNamed(() => import('./resources/inventory/DoyangInventory.tsx'), 'DoyangInventory');
const ChooseDoyangFirst = lazyNamed(() => import('./resources/inventory/DoyangInventory.tsx'), 'ChooseDoyangFirst');
const ProductInventory = lazyNamed(() => import('./resources/inventory/ProductInventory.tsx'), 'ProductInventory');
const SaleScreen = lazyNamed(() => import('./resources/sales/SaleScreen.tsx'), 'SaleScreen');
const ReceiptList = lazyNamed(() => import('./resources/sales/ReceiptList.tsx'), 'ReceiptList');
const AccountingScreen = lazyNamed(() => import('./resources/accounting/AccountingScreen.tsx'), 'AccountingScreen');
const InsuranceIndex = lazyNamed(() => import('./resources/insurances/InsuranceIndex.tsx'), 'InsuranceIndex');
const StatisticsScreen = lazyNamed(() => import('./screens/statistics/StatisticsScreen.tsx'), 'StatisticsScreen');
const TournamentBrackets = lazyNamed(() => import('./resources/tournaments/brackets/BracketsScreen.tsx'), 'TournamentBrackets');
/**
 * The back-office: react-admin with our providers, shell, Home as dashboard and the catalogue resources.
 * Real paths like /degrees (the server answers index.html for them). Navigation is not a transition: the
 * new screen, or its loading indicator (spec 01 §2), replaces the old one at once.
 */
export const BackOffice = () => (
  <Admin
    dataProvider={appDataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    layout={Layout}
    loginPage={LoginPage}
    dashboard={Home}
    theme={theme}
    title={SYSTEM_NAME}
    requireAuth
    accessDenied={AccessDeniedPage}
    catchAll={NotFoundPage}
    disableTelemetry
  >
    <Resource {...auditLogs} />
    {registryResources.map((r) => (
      <Resource key={r.name} {...r} />
    ))}
    <CustomRoutes>
      <Route path="/user/password" element={<UserPassword />} />
      <Route path="/genealogy" element={<GenealogyIndex />} />
      <Route path="/about" element={<About />} />
      <Route path="/doyang_groups/:id/attendances" element={<AttendancesRedirect />} />
      <Route path="/:resource/:id/edit" element={<EditAddressRedirect />} />
      <Route path="/configuration" element={<ConfigurationIndex />} />
      <Route path="/cash_closings" element={<CashClosingIndex />} />
      <Route path="/doyang_groups/:id/add_people" element={<DoyangGroupAddPeople />} />
      <Route path="/doyang_groups/:id/kyosa_list" element={<KyosaList />} />
      <Route path="/exams/:id/prospects" element={<ExamProspects />} />
      <Route path="/events/:id/prospects" element={<EventProspects />} />
      <Route path="/tournaments/:id/prospects" element={<TournamentProspects />} />
      <Route path="/tournaments/:id/graphs" element={<TournamentBrackets />} />
      <Route path="/doyang/:id/inventory" element={<DoyangInventory />} />
      <Route path="/product/:id/inventory" element={<ProductInventory />} />
      <Route path="/payments/create" element={<SaleScreen />} />
      <Route path="/payments" element={<AccountingScreen />} />
      <Route path="/receipts" element={<ReceiptList />} />
      <Route path="/insurances" element={<InsuranceIndex />} />
      <Route path="/statistics/doyang/:id" element={<StatisticsScreen />} />
      {/* Estadística from the menu before a doyang is chosen (/statistics/doyang/). */}
      <Route path="/statistics/*" element={<ChooseDoyangFirst />} />
      {/* INVENTARIO from the menu before a doyang is chosen (/doyang//inventory). */}
      <Route path="/doyang/*" element={<ChooseDoyangFirst />} />
    </CustomRoutes>
  </Admin>
);
