-- AlterTable: the homeowner's consent to texts about their booking (issue 32).
ALTER TABLE "Appointment" ADD COLUMN "smsOptIn" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "Appointment" ADD COLUMN "smsOptInAt" TIMESTAMP(3);

-- CreateTable: the opt-out ledger; it outlives erasure.
CREATE TABLE "SmsConsentChange" (
    "id" SERIAL NOT NULL,
    "phone" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "keyword" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SmsConsentChange_pkey" PRIMARY KEY ("id")
);

-- CreateTable: texts sent (one per outbox event) and received.
CREATE TABLE "SmsMessage" (
    "id" SERIAL NOT NULL,
    "direction" TEXT NOT NULL,
    "appointmentId" INTEGER,
    "phone" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "eventId" TEXT,
    "deliveryId" INTEGER,
    "providerId" TEXT,
    "status" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SmsMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SmsConsentChange_phone_at_idx" ON "SmsConsentChange"("phone", "at");
CREATE UNIQUE INDEX "SmsMessage_eventId_key" ON "SmsMessage"("eventId");
CREATE UNIQUE INDEX "SmsMessage_providerId_key" ON "SmsMessage"("providerId");
CREATE INDEX "SmsMessage_appointmentId_idx" ON "SmsMessage"("appointmentId");
CREATE INDEX "SmsMessage_phone_createdAt_idx" ON "SmsMessage"("phone", "createdAt");

-- AddForeignKey
ALTER TABLE "SmsMessage" ADD CONSTRAINT "SmsMessage_appointmentId_fkey" FOREIGN KEY ("appointmentId") REFERENCES "Appointment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
