// Verb stems of maintenance jobs, in any form ("clean", "cleaning", "re-season", "greasing").
export const maintenanceWord =
  /\b(?:re-?)?(clean|inspect|check|replac|sweep|dust|mop|log(?:s|ged|ging)?\b|filter|wip|boil|calibrat|saniti[sz]|delim|descal|lubricat|servic|test|drain|flush|backflush|run|record|wash|empt|tighten|adjust|examin|verif|chang|defrost|brush|vacuum|polish|greas|oil|season|soak|scrap|purg|remov|skim|rins|scrub|degreas|sharpen|hone|honing|disinfect|sterili[sz]|de-?lim|de-?scal|clear|look(?:ing)?\s+over|go(?:ing)?\s+over|disassembl|dismantl|take\s+(?:off|apart))\w*/i;
