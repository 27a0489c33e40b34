// What the global setup hands to every test file.
declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseServerUrl: string;
    testTemplateDatabase: string;
  }
}

export {};
