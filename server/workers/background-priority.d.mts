export declare function lowerThisThreadsPriority(): void;
export declare const BACKGROUND_PROCESS_NICE: number;
export declare function lowerThisProcessPriority(): void;
export declare function runsAsIdle(): boolean;
