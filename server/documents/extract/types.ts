/** One extracted value with how sure the extractor is (0..1). `value` is null when not found. */
export interface Field<T = string> {
  value: T | null;
  confidence: number;
}

export interface LicenseFields {
  licenseNumber: Field;
  /** YYYY-MM-DD */
  issueDate: Field;
  /** YYYY-MM-DD */
  expirationDate: Field;
  issuingAuthority: Field;
  licenseeName: Field;
  /** The licensed premises on one line. */
  address: Field;
  /** Two-letter code. */
  state: Field;
  /** One of the catalogue names passed in. */
  licenseType: Field;
}

export interface MaintenanceTask {
  task: string;
  intervalDays: number;
  confidence: number;
}

export interface ManualFields {
  equipmentType: Field;
  manufacturer: Field;
  model: Field;
  serial: Field;
  tasks: MaintenanceTask[];
}

export type ExtractionSource = "rules" | "openai";

/** What the facade returns: the fields, who produced them, and why the model was not used. */
export type Extraction<T> = T & {
  source: ExtractionSource;
  /** Set when an OpenAI call was configured but failed or timed out. */
  fallbackReason?: string;
};

export const none = <T = string>(): Field<T> => ({ value: null, confidence: 0 });
