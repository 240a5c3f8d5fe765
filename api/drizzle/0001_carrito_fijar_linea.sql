-- Sets (or removes, with quantity 0) the loose line of a troquel in the pharmacy's current cart and bumps the cart's
-- version, in ONE call: the hot path of ActualizarItemCarrito.
-- Why a function: the cart row lock (which makes writers of one cart take turns, with the transactions that lock it
-- `FOR UPDATE`) must be held only while the database works, not across network round trips; a plpgsql function runs
-- its statements one after another within the caller's single statement.
-- It answers only the line it changed, not the whole cart: reading every line under the lock made the lock the
-- bottleneck (a 300-line cart: ~1,500 changes/s at most against ~7,000 without it). The API keeps the cart it last
-- sent per pharmacy and applies the change to it when the versions follow on; otherwise it reads the cart (without lock).
-- The cart row lock is held until the commit, and a synchronous commit waits for the WAL to reach the disk (~1-2 ms
-- here): every writer of the cart would queue behind each flush, capping one cart near 500 changes/s. This transaction
-- commits asynchronously instead (synchronous_commit off, for it alone): the lock goes as soon as the commit record is
-- written. The database stays consistent; what a crash of the database server (not of the API) may lose is the last
-- fraction of a second of cart edits (at most 3 × wal_writer_delay), and a reload shows.
-- Answer: {"id", "bloqueado"}; when not blocked, "cambio" and, when something changed, the new "version" and either
-- "linea": [id, troquel, cantidad, ofertaId, comboId, recomendado, ultimaActualizacion in epoch ms] or "borrada": id,
-- or with p_completo every line of the cart in "lineas" (same layout, in id order).
CREATE FUNCTION carrito_fijar_linea(p_farmacia integer, p_troquel integer, p_cantidad integer, p_oferta integer, p_usuario text, p_ahora timestamptz, p_completo boolean)
RETURNS json
LANGUAGE plpgsql
AS $$
DECLARE
  v_id integer;
  v_bloqueado boolean;
  v_version integer;
  v_linea json;
  v_borrada integer;
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  SELECT id, bloqueado INTO v_id, v_bloqueado FROM carrito WHERE farmacia_id = p_farmacia AND actual FOR UPDATE;
  IF NOT FOUND THEN
    -- Another request may be creating it right now: the partial unique index decides, then both lock the same row.
    INSERT INTO carrito (farmacia_id) VALUES (p_farmacia) ON CONFLICT (farmacia_id) WHERE actual DO NOTHING;
    SELECT id, bloqueado INTO v_id, v_bloqueado FROM carrito WHERE farmacia_id = p_farmacia AND actual FOR UPDATE;
  END IF;
  IF v_bloqueado THEN
    RETURN json_build_object('id', v_id, 'bloqueado', true);
  END IF;
  IF p_cantidad = 0 THEN
    DELETE FROM carrito_item WHERE carrito_id = v_id AND troquel = p_troquel AND combo_id IS NULL RETURNING id INTO v_borrada;
    IF NOT FOUND THEN
      -- Nothing to remove: the cart did not change, its version stays.
      RETURN json_build_object('id', v_id, 'bloqueado', false, 'cambio', false);
    END IF;
  ELSE
    -- The unique (carrito_id, troquel, combo_id) NULLS NOT DISTINCT constraint names the loose line.
    INSERT INTO carrito_item AS i (carrito_id, troquel, cantidad, oferta_id, combo_id, user_id, ultima_actualizacion)
    VALUES (v_id, p_troquel, p_cantidad, NULLIF(p_oferta, 0), NULL, p_usuario, p_ahora)
    ON CONFLICT ON CONSTRAINT carrito_item_troquel_combo_uq DO UPDATE
      SET cantidad = EXCLUDED.cantidad, oferta_id = EXCLUDED.oferta_id, user_id = EXCLUDED.user_id, ultima_actualizacion = EXCLUDED.ultima_actualizacion
    RETURNING json_build_array(i.id, i.troquel, i.cantidad, coalesce(i.oferta_id, 0), coalesce(i.combo_id, 0), i.recomendado,
      floor(extract(epoch FROM i.ultima_actualizacion) * 1000)::bigint)
    INTO v_linea;
  END IF;
  UPDATE carrito SET version = version + 1, actualizado = p_ahora WHERE id = v_id RETURNING version INTO v_version;
  IF p_completo THEN
    -- The API does not know this cart yet (first change it sees, or after a quiet spell): every line, as they are now.
    RETURN json_build_object('id', v_id, 'bloqueado', false, 'cambio', true, 'version', v_version, 'lineas', (
      SELECT coalesce(json_agg(json_build_array(c.id, c.troquel, c.cantidad, coalesce(c.oferta_id, 0), coalesce(c.combo_id, 0), c.recomendado,
        floor(extract(epoch FROM c.ultima_actualizacion) * 1000)::bigint) ORDER BY c.id), '[]'::json)
      FROM carrito_item c WHERE c.carrito_id = v_id));
  END IF;
  IF v_borrada IS NOT NULL THEN
    RETURN json_build_object('id', v_id, 'bloqueado', false, 'cambio', true, 'version', v_version, 'borrada', v_borrada);
  END IF;
  RETURN json_build_object('id', v_id, 'bloqueado', false, 'cambio', true, 'version', v_version, 'linea', v_linea);
END;
$$;
