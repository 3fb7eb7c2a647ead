-- Documents are stored as they came: PDFs, photos and workbooks are compressed already, so PostgreSQL's pglz
-- compression of them almost never succeeds, yet it runs over the whole value first (a built 23 MB binder PDF:
-- ~270 ms of the backend's CPU on its insert, against ~150 ms without). EXTERNAL keeps the bytes out of line,
-- uncompressed; rows already stored are read as before.
ALTER TABLE "documents" ALTER COLUMN "content" SET STORAGE EXTERNAL;
