export { buildVersion } from "./build-info";
export {
  DEPLOYMENT_SECRETS,
  DEV_ONLY_PREFIX,
  deployedEnv,
  deploymentProblems,
  isLocalRun,
  isLoopbackHost,
  localConfigProblem,
  misconfiguredResponse,
} from "./deployment";
