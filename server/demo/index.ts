import type { Config } from "../config";
import type { Services } from "../services";

export async function seedDemoContent(_services: Services, _config: Config): Promise<null | Record<string, number>> {
  return null;
}
