-- CreateTable
CREATE TABLE "OperatorSetupToken" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),

    CONSTRAINT "OperatorSetupToken_pkey" PRIMARY KEY ("id")
);
