// Hand-written types for schema-validators.js, which scripts/compile-schemas.mjs generates.

/** One error as ajv reports it; only src/validate/schema-errors.ts reads these. */
export interface AjvError {
  readonly instancePath: string;
  readonly schemaPath: string;
  readonly keyword: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly message?: string;
}

/** A compiled validator: returns whether `data` is valid and leaves the errors on `.errors`. */
export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: readonly AjvError[] | null;
}

/** plugin.json, Agent Plugins 1.0.0. */
export const validatePlugin: CompiledValidator;
/** mcp.json, Agent Plugins 1.0.0. */
export const validateMcp: CompiledValidator;
/** One stdio server of mcp.json. */
export const validateMcpStdioServer: CompiledValidator;
/** One streamable-http server of mcp.json. */
export const validateMcpStreamableHttpServer: CompiledValidator;
/** One legacy sse server of mcp.json. */
export const validateMcpSseServer: CompiledValidator;
/** The solution document (assistant.json), format 0.1. */
export const validateSolution: CompiledValidator;
/** The frontmatter of a SKILL.md (Agent Skills). */
export const validateSkillFrontmatter: CompiledValidator;
