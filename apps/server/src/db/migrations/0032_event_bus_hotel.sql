ALTER TABLE "event_prospects" ADD COLUMN "takes_bus" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "event_prospects" ADD COLUMN "takes_hotel" boolean DEFAULT false NOT NULL;