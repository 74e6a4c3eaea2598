-- Turkish alphabetical order on any database, whatever its collation (PGlite has only C, and a PostgreSQL server
-- may lack ICU): each letter of "abcçdefgğhıijklmnoöpqrsştuüvwxyz" becomes one byte in that order, after Turkish
-- case folding (I → ı, İ → i) and with the circumflexed vowels as their plain ones. Ordered with COLLATE "C".
CREATE FUNCTION tr_order(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT translate(
    translate(value, 'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZÂÎÛâîû', 'abcçdefgğhıijklmnoöpqrsştuüvwxyzaiuaiu'),
    'abcçdefgğhıijklmnoöpqrsştuüvwxyz',
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ[\]^_`'
  )
$$;
