-- An email's extra headers (JSON object, e.g. a weekly report's List-Unsubscribe and
-- List-Unsubscribe-Post, RFC 8058): the mailbox keeps them as the real transport sends them.
ALTER TABLE mailbox ADD COLUMN headers TEXT CHECK (headers IS NULL OR json_valid(headers));
