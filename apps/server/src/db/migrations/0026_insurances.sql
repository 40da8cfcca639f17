ALTER TABLE "users" ADD COLUMN "insurance_sent_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "insurance_number" varchar(50);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "insurance_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_rejected_insurance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rejected_insurance_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rejected_insurance_file" text;