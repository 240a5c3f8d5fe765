-- Issue 27: the returns job refuses, with this answer, the units of a return beyond what was shipped to the pharmacy.
INSERT INTO "respuesta_item" ("id", "descripcion") VALUES (8, 'Supera lo despachado a la farmacia') ON CONFLICT DO NOTHING;
