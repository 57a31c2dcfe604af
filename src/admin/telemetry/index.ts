/** Telemetry (docs/api-telemetry.md): the view App.tsx registers for the `telemetry` resource. */
import InsightsIcon from '@mui/icons-material/Insights';
import { TelemetryList } from './TelemetryList';

const telemetry = { list: TelemetryList, icon: InsightsIcon };

export default telemetry;
