"""Operations on records: record, edit, validate, replay, step, diff, optimizer steps."""
