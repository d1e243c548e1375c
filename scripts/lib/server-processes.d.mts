export declare const DEFAULT_MAX_PROCESSES: number;
export declare const MAX_PROCESSES: number;
export declare const DEFAULT_CONNECTION_BUDGET: number;
export declare const RELAY_POOL_MAX: number;
export declare const MIN_REQUEST_POOL: number;

export interface ServerProcessPlan {
  processes: number;
  reason: string;
  /** Each process's DATABASE_POOL_MAX (several processes only). */
  poolMax?: number;
  /** The connections all processes may hold together (several processes only). */
  budget?: number;
}

export declare function planServerProcesses(env?: Record<string, string | undefined>, cpus?: number): ServerProcessPlan;
