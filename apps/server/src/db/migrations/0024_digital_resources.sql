CREATE TABLE "general_file_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"file" text NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"extension" varchar(8) NOT NULL,
	"size" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "general_file_resources" ADD CONSTRAINT "general_file_resources_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "general_file_resources_created_by_idx" ON "general_file_resources" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "general_file_resources_created_idx" ON "general_file_resources" USING btree ("created_at","id");--> statement-breakpoint
-- custom: digital_resources
-- Every new record table joins the audit trail (0005's rule).
CREATE TRIGGER "general_file_resources_audit" AFTER INSERT OR UPDATE OR DELETE ON "general_file_resources"
  FOR EACH ROW EXECUTE FUNCTION audit_row();
