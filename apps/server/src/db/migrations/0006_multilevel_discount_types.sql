CREATE TABLE "multilevel_discount_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER "multilevel_discount_types_audit" AFTER INSERT OR UPDATE OR DELETE ON "multilevel_discount_types" FOR EACH ROW EXECUTE FUNCTION audit_row();
