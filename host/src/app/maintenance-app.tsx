import { MaintenancePage } from '../maintenance/maintenance-page';
import { HostProviders } from './host-providers';

/** Maintenance on: this replaces the whole application, whatever the route (spec §1, §4). */
export function MaintenanceApp() {
  return (
    <HostProviders>
      <MaintenancePage />
    </HostProviders>
  );
}
