CREATE TABLE "degrees" (
	"id" serial PRIMARY KEY NOT NULL,
	"order" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"belt_group" varchar(40),
	"has_partials" boolean DEFAULT false NOT NULL,
	"partials_to_next_degree" integer
);
--> statement-breakpoint
CREATE TABLE "honorific_titles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"section" varchar(60) NOT NULL,
	CONSTRAINT "permissions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"jti" varchar(64) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_id" integer NOT NULL,
	"permission_id" integer NOT NULL,
	"create" boolean DEFAULT false NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"update" boolean DEFAULT false NOT NULL,
	"delete" boolean DEFAULT false NOT NULL,
	CONSTRAINT "role_permissions_role_id_permission_id_pk" PRIMARY KEY("role_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_permissions" (
	"user_id" integer NOT NULL,
	"permission_id" integer NOT NULL,
	"create" boolean DEFAULT false NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"update" boolean DEFAULT false NOT NULL,
	"delete" boolean DEFAULT false NOT NULL,
	CONSTRAINT "user_permissions_user_id_permission_id_pk" PRIMARY KEY("user_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(190),
	"password" text,
	"role_id" integer NOT NULL,
	"honorific_title_id" integer,
	"name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"second_last_name" varchar(100),
	"degree_id" integer,
	"user_responsible_id" integer,
	"doyang_id" integer,
	"certifier" boolean DEFAULT false NOT NULL,
	"sinodal" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sex" integer,
	"birth_date" date,
	"address" text,
	"neighborhood" varchar(100),
	"city" varchar(100),
	"cellphone" varchar(20),
	"phone1" varchar(20),
	"phone2" varchar(20),
	"job" varchar(100),
	"enrollment_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "municipalities" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_id" integer NOT NULL,
	"name" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"state_id" integer,
	"municipality_id" integer,
	"city_id" integer,
	"contact_name" varchar(100),
	"phone" varchar(20)
);
--> statement-breakpoint
CREATE TABLE "doyang_personal" (
	"doyang_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"doyang_surrogation_id" integer,
	CONSTRAINT "doyang_personal_doyang_id_user_id_pk" PRIMARY KEY("doyang_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "doyang_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doyangs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"doyang_type_id" integer NOT NULL,
	"doyang_category_id" integer,
	"city_id" integer,
	"opening_date" date,
	"active" boolean DEFAULT true NOT NULL,
	"is_independent_for_comissions" boolean DEFAULT false NOT NULL,
	"address" text,
	"neighborhood" varchar(100),
	"city" varchar(100),
	"cellphone" varchar(20),
	"phone1" varchar(20),
	"phone2" varchar(20),
	"responsible_can_scholarship" boolean DEFAULT false NOT NULL,
	"can_sell_gp" boolean DEFAULT false NOT NULL,
	"can_sell_gp_tmp" boolean DEFAULT false NOT NULL,
	"monthly_fee" numeric(12, 2),
	"inscription_fee" numeric(12, 2),
	"user_responsible_id" integer,
	"user_certifier_id" integer,
	"doyang_surrogation_id" integer,
	"surrogated_to_doyang_id" integer,
	"bimester_inscriptions_goal" integer
);
--> statement-breakpoint
CREATE TABLE "bimesters" (
	"id" serial PRIMARY KEY NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "configurations" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"value" text
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"doyang_group_id" integer
);
--> statement-breakpoint
CREATE TABLE "payment_concepts" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_permissions" ADD CONSTRAINT "user_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_permissions" ADD CONSTRAINT "user_permissions_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_honorific_title_id_honorific_titles_id_fk" FOREIGN KEY ("honorific_title_id") REFERENCES "public"."honorific_titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_degree_id_degrees_id_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."degrees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "municipalities" ADD CONSTRAINT "municipalities_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doyang_personal" ADD CONSTRAINT "doyang_personal_doyang_id_doyangs_id_fk" FOREIGN KEY ("doyang_id") REFERENCES "public"."doyangs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doyang_personal" ADD CONSTRAINT "doyang_personal_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doyangs" ADD CONSTRAINT "doyangs_doyang_type_id_doyang_types_id_fk" FOREIGN KEY ("doyang_type_id") REFERENCES "public"."doyang_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doyangs" ADD CONSTRAINT "doyangs_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doyangs" ADD CONSTRAINT "doyangs_user_responsible_id_users_id_fk" FOREIGN KEY ("user_responsible_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doyangs" ADD CONSTRAINT "doyangs_user_certifier_id_users_id_fk" FOREIGN KEY ("user_certifier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "role_permissions_permission_idx" ON "role_permissions" USING btree ("permission_id");--> statement-breakpoint
CREATE INDEX "user_permissions_permission_idx" ON "user_permissions" USING btree ("permission_id");--> statement-breakpoint
CREATE INDEX "users_role_id_idx" ON "users" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "users_doyang_id_idx" ON "users" USING btree ("doyang_id");--> statement-breakpoint
CREATE INDEX "users_degree_id_idx" ON "users" USING btree ("degree_id");--> statement-breakpoint
CREATE INDEX "users_honorific_title_id_idx" ON "users" USING btree ("honorific_title_id");--> statement-breakpoint
CREATE INDEX "users_user_responsible_id_idx" ON "users" USING btree ("user_responsible_id");--> statement-breakpoint
CREATE INDEX "municipalities_state_id_idx" ON "municipalities" USING btree ("state_id");--> statement-breakpoint
CREATE INDEX "venues_state_id_idx" ON "venues" USING btree ("state_id");--> statement-breakpoint
CREATE INDEX "venues_municipality_id_idx" ON "venues" USING btree ("municipality_id");--> statement-breakpoint
CREATE INDEX "venues_city_id_idx" ON "venues" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "doyang_personal_user_id_idx" ON "doyang_personal" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "doyangs_doyang_type_id_idx" ON "doyangs" USING btree ("doyang_type_id");--> statement-breakpoint
CREATE INDEX "doyangs_city_id_idx" ON "doyangs" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "doyangs_user_responsible_id_idx" ON "doyangs" USING btree ("user_responsible_id");--> statement-breakpoint
CREATE INDEX "doyangs_user_certifier_id_idx" ON "doyangs" USING btree ("user_certifier_id");--> statement-breakpoint
CREATE INDEX "doyangs_doyang_category_id_idx" ON "doyangs" USING btree ("doyang_category_id");--> statement-breakpoint
CREATE INDEX "holidays_doyang_group_id_idx" ON "holidays" USING btree ("doyang_group_id");--> statement-breakpoint
CREATE INDEX "holidays_start_date_idx" ON "holidays" USING btree ("start_date");